import { Select, type SelectProps } from '@mantine/core';
import { useRoutes } from '../api/routes-stops';
import { useTranslation } from 'react-i18next';
import '../english';

/** "Route": every route as "13 - Johar Town - GCU", valued by its id. */
export function RouteSelect(props: Omit<SelectProps, 'data' | 'label' | 'placeholder' | 'searchable'>) {
  const { t } = useTranslation();
  const routes = useRoutes();
  return (
    <Select
      label={t('transport.route')}
      placeholder={t('transport.selectRoute')}
      searchable
      data={(routes.data ?? []).map((r) => ({ value: String(r.ROUTE_ID), label: `${r.ROUTE_NO} - ${r.ROUTE_NAME}` }))}
      {...props}
    />
  );
}
