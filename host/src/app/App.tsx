import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useBrand } from 'shared/state';
import { buildRoutes } from './routes';

export function App() {
  const brand = useBrand();
  const router = useMemo(() => createBrowserRouter(buildRoutes(brand)), [brand]);
  return <RouterProvider router={router} />;
}
