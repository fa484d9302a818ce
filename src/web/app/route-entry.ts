// The shape of a route-table entry, apart from the table (which loads the pages) so that layouts and pages
// can read the entry they are shown for without importing the table that loads them.
import type { ComponentType } from 'react';
import type { Domain } from './domains';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export type RouteEntry = {
  /** React Router path: `:param`, `:param?` for an optional segment. */
  path: string;
  access: 'public' | 'private';
  /**
   * main: the founder's app; bare: no header or menu; supplier: the supplier portal's own shell;
   * warehouse: the warehouse console's own shell.
   */
  layout: 'main' | 'bare' | 'supplier' | 'warehouse';
  domain: Domain;
  title: string;
  page: PageLoader;
};
