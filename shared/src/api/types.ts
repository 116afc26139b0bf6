// Domain shapes of the REST API (see the contract). Nullable fields are null on the wire, never
// missing, so they are typed `T | null` rather than optional.

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface City {
  id: number;
  name: string;
  zip: string;
  /** Province code, e.g. "RM". */
  province: string;
  /** "Roma (RM)". */
  display_name: string;
}

/** AIGA sections and collega sections. */
export interface Section {
  id: number;
  name: string;
}

export interface Subject {
  id: number;
  name: string;
}

export type SkillType = 'BASIC' | 'ADDITIONAL_SKILLS' | 'PROFESSIONAL';

export interface Skill {
  id: number;
  name: string;
  type: SkillType;
  is_main: boolean;
  description: string | null;
}

export type OfficeType = 'COURT' | 'JUSTICE_OF_PEACE' | 'COURT_OF_APPEAL' | 'TAX_COURT' | 'COA';

export interface Office {
  id: number;
  name: string;
  office_type: OfficeType;
  is_coa: boolean;
  city: City | null;
}

export interface Lawfirm {
  id: number;
  name: string | null;
  lawyer: string | null;
  description: string | null;
  description2: string | null;
  address: string | null;
  city: City | null;
  city2: City | null;
  zip: string | null;
  phone: string | null;
  fax: string | null;
}

export interface CustomSkill {
  id: number;
  name: string;
  description: string | null;
  payment: number | null;
}

export const ROLES = ['LAWYER', 'ESTABLISHED', 'PRACTICING', 'QUALIFIED', 'ACCOUNTANT'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  LAWYER: 'Avvocato',
  ESTABLISHED: 'Avvocato stabilito',
  PRACTICING: 'Praticante avvocato',
  QUALIFIED: 'Praticante avvocato abilitato',
  ACCOUNTANT: 'Commercialista',
};

/** The professional qualifications a profile can flag. */
export interface ProfileFlags {
  is_cassationist: boolean;
  is_auditor: boolean;
  is_sales_delegate: boolean;
  is_statutory_auditor: boolean;
  is_civil_and_commercial_mediator: boolean;
  is_over_indebtedness_crises: boolean;
  is_corporate_crisis_manager: boolean;
  is_chancellor: boolean;
  is_chamber_of_commerce: boolean;
}

export interface Profile extends ProfileFlags {
  type: Role;
  picture: string | null;
  is_complete: boolean;
  city: City | null;
  collega_section: Section | null;
  skills: Skill[];
  custom_skills: CustomSkill[];
  aiga_section: Section | null;
  pec: string | null;
  vat: string | null;
  coa_office: Office | null;
  register_number: string | null;
  lawfirm: Lawfirm | null;
  credits: number;
  birth_month: number | null;
}

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  fiscal_code: string | null;
  terms: boolean;
  privacy: boolean;
  gdpr: boolean;
  under46: boolean;
  trial_expires_at: string | null;
  /** Empty until the subscriptions step defines its shape. */
  subscriptions: unknown[];
  profile: Profile;
  created_at: string;
  is_aiga: boolean;
  is_certified: boolean;
  is_gold: boolean;
  is_skills: boolean;
  is_custom_skills: boolean;
  custom_skills_count: number;
  email_enabled: boolean;
  notifications_enabled: boolean;
  last_payment: null;
  temp_demand: number | null;
  is_new: boolean;
  missing_popups: number[];
}

export interface MenuItem {
  link: string;
  title: string;
}

/** What the autocomplete endpoints return for every kind. */
export interface NamedItem {
  id: number;
  name: string;
}

export type AutocompleteKind =
  'activities' | 'activities_demands' | 'judges' | 'profile-custom-skills';

export type PopupId = 1 | 2;

export interface PopupSeen {
  popup_id: number;
  seen: boolean;
}

/** 200 { key } from login and 201 { key } from both registrations. */
export interface AuthKey {
  key: string;
}

/** 200 { detail } from password reset and change. */
export interface DetailMessage {
  detail: string;
}
