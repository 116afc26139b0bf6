import type { City, Profile, User } from '../api/types';

// Realistic API objects for tests; override only what a test is about.

export function makeCity(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    name: 'Milano',
    zip: '20121',
    province: 'MI',
    display_name: 'Milano (MI)',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    type: 'LAWYER',
    picture: null,
    is_complete: true,
    city: makeCity(),
    collega_section: null,
    skills: [],
    custom_skills: [],
    aiga_section: null,
    pec: 'giulia.bianchi@pec.it',
    vat: '12345678901',
    coa_office: null,
    register_number: 'A12345',
    lawfirm: null,
    credits: 0,
    is_cassationist: false,
    is_auditor: false,
    is_sales_delegate: false,
    is_statutory_auditor: false,
    is_civil_and_commercial_mediator: false,
    is_over_indebtedness_crises: false,
    is_corporate_crisis_manager: false,
    is_chancellor: false,
    is_chamber_of_commerce: false,
    birth_month: 5,
    ...overrides,
  };
}

export function makeUser(
  overrides: Partial<Omit<User, 'profile'>> & { profile?: Partial<Profile> } = {},
): User {
  const { profile, ...rest } = overrides;
  return {
    id: 1,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'avvocato@demo.colleghi.it',
    phone: '3331234567',
    birth_date: '1985-05-12',
    fiscal_code: 'BNCGLI85E52F205Z',
    terms: true,
    privacy: true,
    gdpr: false,
    under46: true,
    trial_expires_at: null,
    subscriptions: [],
    profile: makeProfile(profile),
    created_at: '2024-01-15T10:00:00+01:00',
    is_aiga: false,
    is_certified: false,
    is_gold: false,
    is_skills: false,
    is_custom_skills: false,
    custom_skills_count: 0,
    email_enabled: true,
    notifications_enabled: true,
    last_payment: null,
    temp_demand: null,
    is_new: false,
    missing_popups: [],
    ...rest,
  };
}
