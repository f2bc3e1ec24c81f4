import { lazy, Suspense, type ComponentProps } from 'react';
import { loadAreas } from '../../i18n/catalogs';
import { sessionData } from '../../store/session';

/**
 * The side bar's and footer's dialogs open on a click: each is a chunk of its own with its locale area,
 * fetched then, out of every page's first load.
 */
const CustomerService = lazy(() =>
  Promise.all([import('./CustomerServiceDialog'), loadAreas(sessionData.locale, ['service'])]).then(([module]) => ({
    default: module.CustomerServiceDialog,
  })),
);
const SecurityTips = lazy(() =>
  Promise.all([import('./SecurityTipsDialog'), loadAreas(sessionData.locale, ['tips'])]).then(([module]) => ({
    default: module.SecurityTipsDialog,
  })),
);

export const CustomerServiceDialog = (props: ComponentProps<typeof CustomerService>) => (
  <Suspense fallback={null}>
    <CustomerService {...props} />
  </Suspense>
);

export const SecurityTipsDialog = (props: ComponentProps<typeof SecurityTips>) => (
  <Suspense fallback={null}>
    <SecurityTips {...props} />
  </Suspense>
);
