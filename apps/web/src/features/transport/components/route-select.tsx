import { Select, type SelectProps } from '@mantine/core';
import { useRoutes } from '../api/routes-stops';

/** "Route": every route as "13 - Johar Town - GCU", valued by its id. */
export function RouteSelect(props: Omit<SelectProps, 'data' | 'label' | 'placeholder' | 'searchable'>) {
  const routes = useRoutes();
  return (
    <Select
      label="Route"
      placeholder="Select a route"
      searchable
      data={(routes.data ?? []).map((r) => ({ value: String(r.ROUTE_ID), label: `${r.ROUTE_NO} - ${r.ROUTE_NAME}` }))}
      {...props}
    />
  );
}
