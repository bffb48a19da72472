import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useOutlet } from 'shared/router';
import { RouteTable, useRouteMatches } from './route-table';

function Layout() {
  const matches = useRouteMatches();
  return (
    <>
      <p data-testid="matched">
        {matches
          .map((match) => `${match.route.id ?? match.route.path ?? 'index'}:${JSON.stringify(match.params)}`)
          .join(' > ')}
      </p>
      {useOutlet()}
    </>
  );
}

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTable
        routes={[
          {
            path: '/',
            element: <Layout />,
            children: [
              { index: true, element: <p>首页</p> },
              { path: 'help/:topic', element: <p>帮助</p> },
              { path: '*', element: <p>找不到</p> },
            ],
          },
        ]}
      />
    </MemoryRouter>,
  );
  return screen.getByTestId('matched').textContent;
}

describe('the route table', () => {
  it('renders the matching route and gives the shell every matched route, outermost first, with the params', () => {
    expect(at('/help/usdt')).toBe('/:{"topic":"usdt"} > help/:topic:{"topic":"usdt"}');
    expect(screen.getByText('帮助')).toBeInTheDocument();
  });

  it('matches the index route at home', () => {
    expect(at('/')).toBe('/:{} > index:{}');
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it('an unknown path falls to the catch-all', () => {
    expect(at('/nowhere')).toBe('/:{"*":"nowhere"} > *:{"*":"nowhere"}');
  });
});
