import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePlaceholder } from './remote-placeholder';

export type PlaceholderPage = { path: string; title: string };

type Props = {
  /** The area's Italian name, shown above each title. */
  area: string;
  /** The paths the remote owns (absolute, as the host's route table lists them). */
  pages: readonly PlaceholderPage[];
  /** Where "/" goes when the remote runs standalone. */
  home: string;
};

/**
 * The <Routes> of a remote whose screens are not built yet: one placeholder per owned path,
 * "/" to the area's home, anything else to the host's 404.
 */
export function RemotePlaceholderRoutes({ area, pages, home }: Props) {
  return (
    <Routes>
      {pages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RemotePlaceholder area={area} title={page.title} />}
        />
      ))}
      <Route path="/" element={<Navigate to={home} replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
