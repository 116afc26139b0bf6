import type { RequestDraft } from '../../../domain/wizard';
import type { FieldErrors } from '../utils/server-errors';
import type { DemandType, Role } from '@colleghi/api-contract';

/** What every request step receives from the wizard. */
export interface StepProps {
  draft: RequestDraft;
  onChange: (next: RequestDraft) => void;
  /** Picking a type also resets the fee and the CHANCELLERY skill (shared withType). */
  onTypeChange: (type: DemandType) => void;
  /** The requester's role; null for a guest. */
  role: Role | null;
  errors: FieldErrors;
  /** The id of the step heading, to name the step's main group. */
  titleId: string;
}
