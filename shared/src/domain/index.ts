// @colleghi/shared/domain: the product's vocabulary that several apps show (roles, kinds of
// activity, agenda filters, Rome time, euro and dates). The rules the API applies too live in
// @colleghi/rules, which the apps import directly.

export { formatEuro, formatDate } from './format';
export { safeWebUrl } from './web-url';
export { ROLES, ROLE_LABELS, roleOptions } from './profile/roles';
export type { ProfileFlags } from './profile/roles';
export {
  DEMAND_TYPE_LABELS,
  DEMAND_TYPES,
  demandTypesFor,
  estimateRoleFor,
  ALL_TAB_LABEL,
  REQUESTER_TABS,
  CANDIDATE_TABS,
  ASSIGNEE_TABS,
  CANCEL_WINDOW_MS,
  EXPIRING_WINDOW_MS,
  FEE_START,
  GENERIC_SKILL_ID,
  CHANCELLERY_SKILL_ID,
  CHAMBER_OF_COMMERCE_SKILL_ID,
  chancellerySkillIdFor,
  TIME_STEP_MINUTES,
  ROME_TIME_ZONE,
  NO_SKILLS_FOR_OFFICE,
  SELECT_OFFICE_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  DELAY_NOTICE,
  DELAY_STOPPED_NOTICE,
  STOP_DELAY_LABEL,
  FEE_TO_AGREE_LABEL,
  DEMAND_TYPE_VALUES,
  DEMAND_STATUSES,
  CANDIDATE_STATUSES,
} from './activities/constants';
export type { DemandTypeOption, ActivityTab } from './activities/constants';
export {
  EVENT_TYPE_VALUES,
  CREATABLE_EVENT_TYPES,
  EVENT_STATUSES,
  NOTICE_DAYS_VALUES,
  RECORDS_FILTERS,
  EVENT_TYPE_LABELS,
  CREATABLE_TYPES,
  TYPE_FILTERS,
  NOTICE_CHOICES,
  DEFAULT_START,
  DEFAULT_DURATION_MINUTES,
  LATEST_TIME,
} from './agenda/constants';
export type { EventTypeOption, TypeFilter, NoticeChoice, RecordsFilter } from './agenda/constants';
