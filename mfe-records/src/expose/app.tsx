import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { RecordsPage } from '../features/records/records-page';
import { ROUTES, type RecordsPath } from '../routes';

/** The paths this remote declares in routes.ts (the host's route table sends them here). */
export default function RecordsApp() {
  // One page per declared path: a path without a page, or a page without a path, fails to compile.
  const pages = { '/records': <RecordsPage /> } satisfies Record<RecordsPath, ReactNode>;
  return (
    <Routes>
      {ROUTES.map(({ path }) => (
        <Route key={path} path={path} element={pages[path]} />
      ))}
      <Route path="/" element={<Navigate to="/records" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
