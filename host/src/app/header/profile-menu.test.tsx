import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@colleghi/shared/testing';
import { ProfileMenu } from './profile-menu';

const giulia = makeUser({ id: 7, first_name: 'Giulia', last_name: 'Bianchi' });

describe('ProfileMenu', () => {
  it('names the user above a menu that holds only menu items', async () => {
    const { user } = renderWithProviders(<ProfileMenu />, {
      session: { token: 'k', user: giulia },
    });
    await user.click(screen.getByRole('button', { name: 'Menu profilo' }));
    const menu = await screen.findByRole('menu', { name: 'Menu profilo' });
    expect(screen.getByText('Giulia Bianchi')).toBeVisible();
    expect(within(menu).queryByText('Giulia Bianchi')).not.toBeInTheDocument();
    // aria-required-children is a rule on the menu's own children: each one is a menu item.
    // eslint-disable-next-line testing-library/no-node-access
    for (const child of Array.from(menu.children)) {
      expect(child).toHaveAttribute('role', 'menuitem');
    }
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profilo' })).toHaveFocus(),
    );
  });

  it('closes with Escape and goes where an item says', async () => {
    const { user, location } = renderWithProviders(<ProfileMenu />, {
      route: '/agenda',
      session: { token: 'k', user: giulia },
    });
    await user.click(screen.getByRole('button', { name: 'Menu profilo' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Menu profilo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profilo' }));
    expect(location().pathname).toBe('/profile');
  });
});
