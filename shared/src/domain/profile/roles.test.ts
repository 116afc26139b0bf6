import type { Role } from '@colleghi/api-contract';
import { roleOptions } from './roles';

const LAWYER_ROLES: Role[] = ['LAWYER', 'ESTABLISHED', 'PRACTICING', 'QUALIFIED'];

describe('roleOptions', () => {
  it.each([
    ['LAWYER', LAWYER_ROLES],
    ['ESTABLISHED', LAWYER_ROLES],
    ['PRACTICING', LAWYER_ROLES],
    ['QUALIFIED', LAWYER_ROLES],
    ['ACCOUNTANT', ['ACCOUNTANT']],
  ] as [Role, Role[]][])('the role %s may switch to %j', (current, options) => {
    expect(roleOptions(current)).toEqual(options);
  });
});
