import { useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { defaultRuntimeConfig } from '../config/brand';
import { remoteRoutes, type RemoteName } from '../routes';
import { tokenStorageKey, type RemoteProps, type Session } from '../session';

/** A session kept in component state and localStorage, standing in for the shell's auth store. */
function useLocalSession(): Session {
  const [token, setToken] = useState<string | null>(() => localStorage.getItem(tokenStorageKey));
  return useMemo(
    () => ({
      token,
      loggedIn: token !== null,
      login(next: string) {
        localStorage.setItem(tokenStorageKey, next);
        setToken(next);
      },
      logout() {
        localStorage.removeItem(tokenStorageKey);
        setToken(null);
      },
    }),
    [token],
  );
}

interface Props {
  remote: string;
  Page: ComponentType<RemoteProps>;
  /** The remote's route patterns; the spec's remotes default to theirs, a new remote passes its routes.json's. */
  routes?: readonly string[];
}

/**
 * A remote's standalone dev page: its routes in a BrowserRouter with a local session and the toaster, so a
 * remote team can work without the shell. Only used by each remote's `bootstrap.tsx`.
 */
export function StandaloneHarness({ remote, Page, routes = remoteRoutes[remote as RemoteName] ?? [] }: Props) {
  const session = useLocalSession();
  return (
    <BrowserRouter>
      <nav className="ui-harness-nav" aria-label={`${remote} routes`}>
        <strong>{remote} (standalone)</strong>
        {routes.map((path) => {
          const to = path.replace(/:\w+/g, 'example');
          return (
            <Link key={path} to={to}>
              {to}
            </Link>
          );
        })}
      </nav>
      <Routes>
        {routes.map((path) => (
          <Route key={path} path={path} element={<Page session={session} config={defaultRuntimeConfig} />} />
        ))}
        <Route path="*" element={<Page session={session} config={defaultRuntimeConfig} />} />
      </Routes>
      <Toaster position="top-center" />
    </BrowserRouter>
  );
}
