import { emptyDraft, emptyGuestData } from '../../../domain/wizard';
import {
  clearDraftErrors,
  clearGuestErrors,
  firstErrorStep,
  splitServerErrors,
} from './server-errors';

describe('splitServerErrors', () => {
  it('keeps the wizard fields (nested ones dotted) and turns the rest into one message', () => {
    expect(
      splitServerErrors({
        datetime: ['La data deve essere futura.'],
        profile: { lawfirm: { city: ['Città non valida'] } },
        non_field_errors: ['Richiesta non valida.'],
      }),
    ).toEqual({
      fields: {
        datetime: 'La data deve essere futura.',
        'profile.lawfirm.city': 'Città non valida',
      },
      formError: 'Richiesta non valida.',
    });
    expect(splitServerErrors({ detail: 'Non trovato.' })).toEqual({
      fields: {},
      formError: 'Non trovato.',
    });
    expect(splitServerErrors(null)).toEqual({ fields: {}, formError: null });
  });
});

describe('firstErrorStep', () => {
  it.each([
    [{ type: 'x' }, 1],
    [{ datetime: 'x', money: 'x' }, 2],
    [{ subject: 'x', skill: 'x' }, 2],
    [{ judge: 'x', skill: 'x' }, 3],
    [{ skill: 'x' }, 4],
    [{ only_aiga: 'x' }, 5],
    [{ email: 'x' }, 6],
    [{}, null],
  ])('%j -> step %p', (fields, step) => {
    expect(firstErrorStep(fields)).toBe(step);
  });
});

describe('clearing stale errors', () => {
  it('drops the error of a draft field the user changed, and only that one', () => {
    const draft = emptyDraft('SUBSTITUTE');
    const errors = { datetime: 'La data deve essere futura.', office: 'Ufficio non valido' };
    expect(clearDraftErrors(errors, draft, { ...draft, time: '10:00' })).toEqual({
      office: 'Ufficio non valido',
    });
    expect(clearDraftErrors(errors, draft, { ...draft })).toBe(errors);
  });

  it('maps the guest fields to the API names', () => {
    const guest = emptyGuestData();
    expect(
      clearGuestErrors({ 'profile.type': 'x', email: 'y' }, guest, { ...guest, type: 'LAWYER' }),
    ).toEqual({ email: 'y' });
  });
});
