import { createContext, useContext, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { firstPaintElementId, readPageJson, type FirstPaint, type RemoteProps } from '@tenants/shared/core';

/**
 * The remote page the server drew: on the server with its component, in the browser as the HTML tells it
 * (the component is then the remote's, loaded as any other).
 */
export interface ServedRemote extends FirstPaint {
  Page?: ComponentType<RemoteProps>;
}

export const FirstPaintContext = createContext<ServedRemote | null>(null);

/**
 * The server-drawn page of `remote` while the visitor is still on the address it was drawn for: it is
 * hydrated rather than replaced by the loading state, from the data it was drawn from.
 */
export function useServedRemote(remote: string): ServedRemote | null {
  const served = useContext(FirstPaintContext);
  const { pathname, search } = useLocation();
  return served?.remote === remote && served.url === `${pathname}${search}` ? served : null;
}

/**
 * What the server wrote into the page about the remote it drew (none when it drew the loading state): only
 * the site server's own script element counts (`readPageJson`), never content that took its name.
 */
export function readFirstPaint(): FirstPaint | null {
  const given = readPageJson(firstPaintElementId) as Partial<FirstPaint> | undefined;
  return given && typeof given.remote === 'string' && typeof given.url === 'string' && given.data && typeof given.data === 'object'
    ? (given as FirstPaint)
    : null;
}
