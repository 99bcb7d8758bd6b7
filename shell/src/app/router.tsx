import { createBrowserRouter, Outlet } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';

function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/news', element: <RemotePage remote="news" /> },
      { path: '*', element: <h1>404 Not Found</h1> },
    ],
  },
]);
