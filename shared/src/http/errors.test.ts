import { flattenFieldErrors } from './errors';

describe('flattenFieldErrors', () => {
  it('is empty without an error', () => {
    expect(flattenFieldErrors(null)).toEqual({});
    expect(flattenFieldErrors({})).toEqual({});
  });

  it('keeps the first message of each field', () => {
    expect(
      flattenFieldErrors({
        email: ['E-mail non valida', 'Altro messaggio'],
        password1: ['Password non valida'],
        non_field_errors: ['Impossibile accedere con le credenziali fornite.'],
      }),
    ).toEqual({
      email: 'E-mail non valida',
      password1: 'Password non valida',
      non_field_errors: 'Impossibile accedere con le credenziali fornite.',
    });
  });

  it('turns nested serializer errors into dotted keys', () => {
    expect(
      flattenFieldErrors({
        profile: { city: ['Seleziona un comune.'], lawfirm: { city: ['Obbligatorio'] } },
      }),
    ).toEqual({ 'profile.city': 'Seleziona un comune.', 'profile.lawfirm.city': 'Obbligatorio' });
  });

  it('keeps detail and plain string values', () => {
    expect(flattenFieldErrors({ detail: 'Non trovato.', code: 'not_found' })).toEqual({
      detail: 'Non trovato.',
      code: 'not_found',
    });
  });

  it('indexes errors of list serializers', () => {
    expect(flattenFieldErrors({ expenses: [{}, { amount: ['Numero non valido'] }] })).toEqual({
      'expenses.1.amount': 'Numero non valido',
    });
  });

  it('ignores empty lists and null values', () => {
    expect(flattenFieldErrors({ email: [], phone: null })).toEqual({});
  });
});
