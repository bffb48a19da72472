import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useBrand } from 'shared/state';
import { routedNames, RoutedNamesContext } from '../navigation/routed-names';
import { buildRoutes } from './routes';

export function App() {
  const brand = useBrand();
  const { router, names } = useMemo(() => {
    const routes = buildRoutes(brand);
    return { router: createBrowserRouter(routes), names: routedNames(routes) };
  }, [brand]);
  return (
    <RoutedNamesContext value={names}>
      <RouterProvider router={router} />
    </RoutedNamesContext>
  );
}
