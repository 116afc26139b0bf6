import { screen } from '@testing-library/react';
import { Link, useParams } from '../router';
import { useSession } from '../auth/use-session';
import { makeUser, renderWithProviders } from '.';

function Greeting() {
  const { user, isAuthenticated } = useSession();
  return <p>{isAuthenticated ? `Ciao ${user?.first_name ?? ''}` : 'Accedi'}</p>;
}

function CourseTitle() {
  const { id } = useParams();
  return (
    <>
      <h1>Corso {id}</h1>
      <Link to="/purchased">I miei acquisti</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('starts signed out', () => {
    renderWithProviders(<Greeting />);
    expect(screen.getByText('Accedi')).toBeInTheDocument();
  });

  it('can start signed in', () => {
    renderWithProviders(<Greeting />, { session: { token: 't', user: makeUser() } });
    expect(screen.getByText('Ciao Giulia')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('t');
  });

  it('picks up a token the test stored', () => {
    localStorage.setItem('auth_token', 'stored');
    renderWithProviders(<Greeting />);
    expect(screen.getByText('Ciao')).toBeInTheDocument();
  });

  it('renders at a route with params and tracks navigation', async () => {
    const { user, location } = renderWithProviders(<CourseTitle />, {
      route: '/courses/7',
      path: '/courses/:id',
    });

    expect(screen.getByRole('heading', { name: 'Corso 7' })).toBeInTheDocument();
    expect(location().pathname).toBe('/courses/7');

    await user.click(screen.getByRole('link', { name: 'I miei acquisti' }));
    expect(location().pathname).toBe('/purchased');
  });
});
