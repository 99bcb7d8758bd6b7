import { act, renderHook } from '@testing-library/react';
import { autosaveDelayMs, futureInstant, useEditorKernel } from '../use-editor-kernel';

// The editors (article, page, newsletter, event) lean on this ordering: an action waits for an autosave on
// its way, and an autosave answering after an action began must not put the older copy back.

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an action is busy while it runs, and its refusal is told', async () => {
  const refused = jest.fn();
  const { result } = renderHook(() => useEditorKernel<'save'>({ refused }));
  const step = deferred<void>();
  let running!: Promise<void>;
  act(() => {
    running = result.current.run('save', () => step.promise.then(() => Promise.reject(new Error('no'))));
  });
  expect(result.current.busy).toBe('save');
  await act(async () => {
    step.resolve();
    await running;
  });
  expect(result.current.busy).toBeNull();
  expect(refused).toHaveBeenCalledWith(new Error('no'));
});

test('the question asked is answered once', () => {
  const { result } = renderHook(() => useEditorKernel<'save', { kind: 'publish' }>({ refused: jest.fn() }));
  act(() => result.current.ask({ kind: 'publish' }));
  expect(result.current.asking).toEqual({ kind: 'publish' });
  let answered: unknown;
  act(() => {
    answered = result.current.answer();
  });
  expect(answered).toEqual({ kind: 'publish' });
  expect(result.current.asking).toBeNull();
});

test('an autosave that answers after an action began is dropped, and the action waited for it', async () => {
  const saving = deferred<() => string>();
  const take = jest.fn(() => '2026-01-01T12:00:00.000Z');
  const send = jest.fn(() => saving.promise);
  const { result } = renderHook(() => useEditorKernel<'save'>({ refused: jest.fn(), autosave: { due: true, content: 'typed', send } }));
  act(() => {
    jest.advanceTimersByTime(autosaveDelayMs);
  });
  expect(send).toHaveBeenCalledTimes(1);

  const order: string[] = [];
  let running!: Promise<void>;
  act(() => {
    running = result.current.run('save', async () => {
      order.push('action');
    });
  });
  expect(order).toEqual([]);
  await act(async () => {
    saving.resolve(take);
    await running;
  });
  expect(order).toEqual(['action']);
  expect(take).not.toHaveBeenCalled();
  expect(result.current.autosaved).toBe('');
});

test('only a time still to come is an instant to schedule for', () => {
  expect(futureInstant('')).toBeNull();
  expect(futureInstant('2000-01-01T10:00')).toBeNull();
  expect(futureInstant('2999-01-01T10:00')).toMatch(/^2999-01-01T10:00/);
});
