import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { lazyNamed } from '@colleghi/shared/ui';
import { AgendaPage } from '../features/agenda/agenda-page';
import { ROUTES, type AgendaPath } from '../routes';

// Each page is a chunk of its own: /agenda does not load the calculator's forms nor the news'
// sanitiser (DOMPurify). The host's Suspense around ./App shows its loader meanwhile.
const DeadlineCalculatorPage = lazyNamed(
  () => import('../features/agenda/deadlines/deadline-calculator-page'),
  'DeadlineCalculatorPage',
);
const NewsPage = lazyNamed(() => import('../features/news/news-page'), 'NewsPage');

export interface AgendaAppProps {
  /** Mounted by the host, whose header has the agenda's "Oggi" button. */
  inHost?: boolean;
}

/** The paths this remote declares in routes.ts (the host's route table sends them here). */
export default function AgendaApp({ inHost = false }: AgendaAppProps) {
  // One page per declared path: a path without a page, or a page without a path, fails to compile.
  const pages = {
    '/agenda': <AgendaPage showToday={!inHost} />,
    '/agenda/calcolatore': <DeadlineCalculatorPage />,
    '/news': <NewsPage />,
  } satisfies Record<AgendaPath, ReactNode>;
  return (
    <Routes>
      {ROUTES.map(({ path }) => (
        <Route key={path} path={path} element={pages[path]} />
      ))}
      <Route path="/" element={<Navigate to="/agenda" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
