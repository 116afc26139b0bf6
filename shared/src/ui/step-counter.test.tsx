import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { StepCounter } from './step-counter';
import { theme } from './theme';

function showCounter(tone?: 'default' | 'inverse') {
  render(
    <ThemeProvider theme={theme}>
      <StepCounter step={2} total={5} tone={tone} />
    </ThemeProvider>,
  );
  return screen.getByText('Passaggio 2 di 5');
}

describe('StepCounter', () => {
  it('says where the user is, counted from 1, as a paragraph', () => {
    const counter = showCounter();
    expect(counter.tagName).toBe('P');
  });

  it('keeps the same typography on a dark header, only its colour changes', () => {
    const plain = getComputedStyle(showCounter());
    const plainType = [plain.fontSize, plain.fontWeight, plain.letterSpacing, plain.textTransform];
    document.body.innerHTML = '';
    const inverse = getComputedStyle(showCounter('inverse'));
    expect([
      inverse.fontSize,
      inverse.fontWeight,
      inverse.letterSpacing,
      inverse.textTransform,
    ]).toEqual(plainType);
    expect(plain.textTransform).toBe('uppercase');
    expect(inverse.opacity).toBe('0.85');
  });
});
