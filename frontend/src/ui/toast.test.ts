import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast, useToastStore } from './toast';

afterEach(() => useToastStore.setState({ current: null }));

describe('toast store (§9: one at a time)', () => {
  it('replaces the current toast with a new one', () => {
    toast({ title: 'Login failed', variant: 'destructive' });
    const second = toast({ title: 'Login successful', description: 'Welcome back to LabBridge!' });
    const { current } = useToastStore.getState();
    expect(current).toMatchObject({ id: second, title: 'Login successful', open: true });
  });

  it('closes on dismiss, keeping the toast until the next one replaces it', () => {
    const id = toast({ title: 'New message' });
    dismissToast(id);
    expect(useToastStore.getState().current).toMatchObject({ id, open: false });
  });

  it('ignores a dismiss aimed at a toast that was already replaced', () => {
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    dismissToast(first);
    expect(useToastStore.getState().current).toMatchObject({ title: 'Second', open: true });
  });
});
