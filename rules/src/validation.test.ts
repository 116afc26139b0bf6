import { MESSAGES, PASSWORD_HINT } from './messages';
import {
  isFiscalCode,
  isPhone,
  isValidPassword,
  normalizeFiscalCode,
  phoneKey,
  validateEmail,
  validateEmailOrPhone,
  validateFiscalCode,
  validatePassword,
  validatePhone,
  validateRequired,
  validateSigninPassword,
} from './validation';

describe('validateEmail', () => {
  it.each([
    'giulia.bianchi@example.it',
    'avvocato@demo.colleghi.it',
    'nome+tag@studio-legale.com',
    "o'neil@example.co.uk",
    'A.B_C-1@EXAMPLE.IT',
    ' giulia@example.it ', // pasted with spaces: forms send the trimmed value
  ])('accepts %p', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each([
    '',
    ' ',
    'giulia',
    'giulia@',
    '@example.it',
    'giulia@example',
    'giulia@example.i',
    'giulia@@example.it',
    'giulia bianchi@example.it',
    '.giulia@example.it',
    'giulia.@example.it',
    'giu..lia@example.it',
    'giulia@-example.it',
    'giulia@example..it',
    'giulia@example.123',
    `${'a'.repeat(250)}@example.it`,
  ])('rejects %p with "E-mail non valida"', (value) => {
    expect(validateEmail(value)).toBe('E-mail non valida');
  });
});

describe('validateEmailOrPhone', () => {
  it.each([
    'giulia@example.it',
    ' avvocato@demo.colleghi.it ',
    '3331234567',
    '+3331234567',
    '333-1234567',
    '333 123 4567',
  ])('accepts %p', (value) => {
    expect(validateEmailOrPhone(value)).toBeNull();
  });

  it.each(['', 'giulia', '12345', 'giulia@example', '333 12 34'])(
    'rejects %p with "E-mail o cellulare non valido"',
    (value) => {
      expect(validateEmailOrPhone(value)).toBe('E-mail o cellulare non valido');
    },
  );
});

describe('validatePassword', () => {
  it.each(['password1', 'abcdefg1', 'ABCDEFGh1', '1234567a', 'una password lunga 2'])(
    'accepts %s',
    (value) => {
      expect(validatePassword(value)).toBeNull();
    },
  );

  it.each([
    ['', 'empty'],
    ['abcde1', 'too short'],
    ['abcdef1', '7 characters, one short'],
    ['password', 'no digit'],
    ['PASSWORD1', 'no lowercase letter'],
    ['12345678', 'digits only'],
  ])('rejects %p (%s) with "Password non valida"', (value) => {
    expect(validatePassword(value)).toBe('Password non valida');
  });

  it('exports the hint of the spec', () => {
    expect(PASSWORD_HINT).toBe(
      'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
    );
  });
});

describe('validateSigninPassword', () => {
  it('rejects an empty password', () => {
    expect(validateSigninPassword('')).toBe('La password non può essere vuota');
  });

  it('accepts any typed password, even a short one or spaces', () => {
    expect(validateSigninPassword('x')).toBeNull();
    expect(validateSigninPassword('   ')).toBeNull();
  });
});

describe('validateFiscalCode', () => {
  it.each([
    'RSSMRA85T10A562S',
    'rssmra85t10a562s',
    ' RSSMRA85T10A562S ',
    'BNCGLI85E52F205Z',
    'RSSMRA85T10A56NS', // omocodia: a digit replaced by a letter
    '12345678901',
  ])('accepts %s', (value) => {
    expect(validateFiscalCode(value)).toBeNull();
  });

  it.each([
    '',
    'RSSMRA85T10A562',
    'RSSMRA85T10A562SX',
    'RSSMRA85Z10A562S', // Z is not a month letter
    '1SSMRA85T10A562S',
    'RSSMRA85T10A 562S',
    '1234567890',
    '123456789012',
    '1234567890A',
  ])('rejects %p with "Codice Fiscale non valida"', (value) => {
    expect(validateFiscalCode(value)).toBe('Codice Fiscale non valida');
  });
});

describe('validatePhone', () => {
  it.each([
    '3331234567',
    '+3331234567',
    '333-1234567',
    '+333-1234567',
    '333 123 4567',
    '333-123-4567',
    ' 3331234567 ',
  ])('accepts %p', (value) => {
    expect(validatePhone(value)).toBeNull();
  });

  it.each([
    '',
    '333123456',
    '33312345678',
    '++3331234567',
    '333--1234567',
    '333 1234 567',
    '333 123 456',
    'abc1234567',
    '333 1234567 8',
    '+39 333 1234567',
  ])('rejects %p with "Numero di cellulare non valido"', (value) => {
    expect(validatePhone(value)).toBe('Numero di cellulare non valido');
  });
});

describe('validateRequired', () => {
  it.each(['', '   ', null, undefined, false])('rejects %p', (value) => {
    expect(validateRequired(value)).toBe('Il campo è obbligatorio');
  });

  it.each(['a', 0, true])('accepts %p', (value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

describe('MESSAGES', () => {
  it('quotes the spec word for word', () => {
    expect(MESSAGES).toEqual({
      invalidField: 'Campo non valido',
      emptyPassword: 'La password non può essere vuota',
      invalidEmailOrPhone: 'E-mail o cellulare non valido',
      invalidEmail: 'E-mail non valida',
      invalidPassword: 'Password non valida',
      invalidFiscalCode: 'Codice Fiscale non valida',
      invalidPhone: 'Numero di cellulare non valido',
      required: 'Il campo è obbligatorio',
      fiscalCodeLength: 'Il codice fiscale deve essere di 16 caratteri',
    });
  });
});

describe('normalizeFiscalCode', () => {
  it.each([
    ['bncgli85e52f205z', 'BNCGLI85E52F205Z'],
    [' BNCGLI85 E52F205Z\t', 'BNCGLI85E52F205Z'],
    ['12345678901', '12345678901'],
    ['', ''],
  ])('%p → %p', (value, expected) => {
    expect(normalizeFiscalCode(value)).toBe(expected);
  });
});

describe('isValidPassword', () => {
  it('is the rule validatePassword words', () => {
    expect(isValidPassword('password1')).toBe(true);
    expect(isValidPassword('abcdef1')).toBe(false);
    expect(isValidPassword('PASSWORD1')).toBe(false);
    expect(isValidPassword('password')).toBe(false);
  });
});

describe('isFiscalCode', () => {
  it('takes the code as given: upper case, no spaces', () => {
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('12345678901')).toBe(true);
    expect(isFiscalCode('rssmra85t10a562s')).toBe(false);
    expect(isFiscalCode(' RSSMRA85T10A562S')).toBe(false);
    expect(isFiscalCode(normalizeFiscalCode(' rssmra85 t10a562s '))).toBe(true);
  });
});

describe('phoneKey', () => {
  it.each([
    ['3331234567', '3331234567'],
    ['+3331234567', '3331234567'],
    ['333-1234567', '3331234567'],
    ['333 123 4567', '3331234567'],
    ['333.123.4567', '3331234567'],
    [' 3331234567 ', '3331234567'],
    ['+39 333 1234567', '3331234567'],
    ['0039 333 1234567', '3331234567'],
    ['+39 333 123456', '333123456'],
    ['(333) 123/4567', '3331234567'],
  ])('%p → %p', (value, key) => {
    expect(phoneKey(value)).toBe(key);
  });

  it.each(['', '333123456', '33312345678', 'abc1234567', '+39 33 123'])('%p → null', (value) => {
    expect(phoneKey(value)).toBeNull();
  });

  it('reads every number the forms accept, so a valid form is never refused by the API', () => {
    for (const value of [
      '3331234567',
      '+3331234567',
      '333-1234567',
      '+333-1234567',
      '333 123 4567',
      '333-123-4567',
      ' 3331234567 ',
    ]) {
      expect(isPhone(value)).toBe(true);
      expect(phoneKey(value)).toBe('3331234567');
    }
  });
});
