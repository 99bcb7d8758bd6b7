import { startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type * as Real from 'react-router';
import { RouterContext } from './context';
import { createBrowserHistory, createMemoryHistory, type History } from './history';

/**
 * Shows `history`'s location to everything below. Navigations render as transitions, as react-router's
 * do: a page whose code is still loading keeps the old page on screen rather than its Suspense fallback.
 */
function Router({ history, children }: { history: History; children?: ReactNode }) {
  if (useContext(RouterContext)) throw new Error('<Router> inside a <Router>');
  const [{ action, location }, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  // A new location object only with a navigation (each has its own key): effects keyed on it run once per navigation.
  const value = useMemo(() => ({ location, navigationType: action, navigator: history }), [location, action, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router of the page, on the browser's history. (No basename or `window` prop: the apps use neither.) */
export const BrowserRouter: typeof Real.BrowserRouter = ({ children }) => {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
};

export const MemoryRouter: typeof Real.MemoryRouter = ({ children, initialEntries, initialIndex }) => {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
};
