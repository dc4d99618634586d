import { API, LIMITS } from '@labbridge/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../../lib/api-client';
import { FeaturedPanel, RecentMessagesPanel, VestingPanel } from './panels';

type State = { data: unknown } | { error: Error };

/** A panel as it first renders with its request (the one under `key`) answered, or failed. */
const render = (panel: ReactElement, key: readonly unknown[], state: State) => {
  // Nothing fetches here: the state given is the one the panel renders.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise(() => {}), retryOnMount: false } },
  });
  if ('data' in state) client.setQueryData(key, state.data);
  else
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: state.error, fetchStatus: 'idle' });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, panel)),
  );
};

const failed = { error: new Error('Network down') };

describe('VestingPanel', () => {
  const key = apiKey(API.vesting.list, { query: { status: 'active' } });
  const panelWith = (state: State) => render(createElement(VestingPanel), key, state);

  it('says when there is no active schedule', () => {
    expect(panelWith({ data: { schedules: [] } })).toContain('No active vesting schedules');
  });

  it('says the schedules could not be loaded, with Try again, not that there are none', () => {
    const html = panelWith(failed);
    expect(html).toContain('Vesting schedules could not be loaded');
    expect(html).toContain('Try again');
    expect(html).not.toContain('No active vesting schedules');
  });
});

describe('FeaturedPanel', () => {
  const key = apiKey(API.projects.featured, { query: { limit: LIMITS.homeFeaturedProjects } });
  const panelWith = (state: State) =>
    render(createElement(FeaturedPanel, { canCreate: true }), key, state);

  it('says when there is no featured project', () => {
    expect(panelWith({ data: { projects: [] } })).toContain('No featured projects yet');
  });

  it('says the projects could not be loaded, with Try again, not that there are none', () => {
    const html = panelWith(failed);
    expect(html).toContain('Featured projects could not be loaded');
    expect(html).toContain('Try again');
    expect(html).not.toContain('No featured projects yet');
  });
});

describe('RecentMessagesPanel', () => {
  const key = apiKey(API.messages.recent, { query: { limit: LIMITS.homeRecentMessages } });
  const panelWith = (state: State) => render(createElement(RecentMessagesPanel), key, state);

  it('says when there is no recent message', () => {
    expect(panelWith({ data: { conversations: [] } })).toContain('No recent messages');
  });

  it('says the messages could not be loaded, with Try again, not that there are none', () => {
    const html = panelWith(failed);
    expect(html).toContain('Recent messages could not be loaded');
    expect(html).toContain('Try again');
    expect(html).not.toContain('No recent messages');
  });
});
