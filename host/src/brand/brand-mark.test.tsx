import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import { BrandLogo } from '../app/header/brand-logo';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { BRAND_MARK_TEST_ID } from './brand-mark';

// The drawing of a mark: its SVG path, which differs between a gavel and the scales.
function markShape(root: HTMLElement) {
  const mark = within(root).getByTestId(BRAND_MARK_TEST_ID);
  return mark.querySelector('path')?.getAttribute('d');
}

describe('BrandMark', () => {
  it('is the same mark in the header and on the sign-in screen', () => {
    const { container: header, unmount } = renderWithProviders(<BrandLogo />);
    const headerShape = markShape(header);
    unmount();

    const { container: signIn } = renderWithProviders(
      <AuthLayout title="Accedi">
        <p>modulo</p>
      </AuthLayout>,
    );
    const signInShape = markShape(signIn);

    expect(headerShape).toBeTruthy();
    expect(signInShape).toBe(headerShape);
    // Decorative: the link's label and the name beside it say what it is.
    expect(screen.getByTestId(BRAND_MARK_TEST_ID)).toHaveAttribute('aria-hidden', 'true');
  });
});
