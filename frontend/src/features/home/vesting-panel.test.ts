import { API } from '@labbridge/shared-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../../lib/api-client';
import { VestingPanel } from './panels';

/** The panel as it first renders with its request already answered, or failed. */
const panelWith = (state: { data: unknown } | { error: Error }) => {
  // Nothing fetches here: the state given is the one the panel renders.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise(() => {}), retryOnMount: false } },
  });
  const key = apiKey(API.vesting.list, { query: { status: 'active' } });
  if ('data' in state) client.setQueryData(key, state.data);
  else
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: state.error, fetchStatus: 'idle' });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, null, createElement(VestingPanel)),
    ),
  );
};

describe('VestingPanel', () => {
  it('says when there is no active schedule', () => {
    expect(panelWith({ data: { schedules: [] } })).toContain('No active vesting schedules');
  });

  it('says the schedules could not be loaded, with Try again, not that there are none', () => {
    const html = panelWith({ error: new Error('Network down') });
    expect(html).toContain('Vesting schedules could not be loaded');
    expect(html).toContain('Try again');
    expect(html).not.toContain('No active vesting schedules');
  });
});
