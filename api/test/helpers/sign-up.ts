/** Valid sign-up bodies: the full registration and the guest's light registration. */

export function registerBody(cityId: number, overrides: object = {}) {
  return {
    first_name: 'Anna',
    last_name: 'Conti',
    email: 'anna.conti@example.com',
    password1: 'segreta123',
    password2: 'segreta123',
    phone: '3471234567',
    terms: true,
    privacy: true,
    profile: { type: 'LAWYER', city: cityId },
    ...overrides,
  };
}

export function lightRegisterBody(cityId: number, overrides: object = {}) {
  return {
    first_name: 'Carlo',
    last_name: 'Neri',
    email: 'carlo.neri@example.com',
    phone: '3209876543',
    privacy: true,
    terms: true,
    profile: { type: 'LAWYER', lawfirm: { city: cityId } },
    ...overrides,
  };
}
