import { ROLE_LABELS } from '@colleghi/shared/domain';
import { formatBirthDate } from '../../../../domain/birth-date';
import { isAccountant } from '../../../../domain/subscriptions/rules';
import type { User } from '@colleghi/api-contract';
import { heldQualifications, firmLabel, officeLabel } from '../../utils/roles';
import { DetailList } from '../detail-list';
import { SectionCard } from '../section-card';

export function PersonalSummary({ user }: { user: User }) {
  return (
    <SectionCard title="Dati personali">
      <DetailList
        items={[
          { term: 'Nome e cognome', value: `${user.first_name} ${user.last_name}`.trim() },
          { term: 'E-mail', value: user.email },
          { term: 'Cellulare', value: user.phone },
          { term: 'Data di nascita', value: formatBirthDate(user.birth_date) },
          { term: 'Codice fiscale', value: user.fiscal_code },
          { term: 'Comune', value: user.profile.city?.display_name },
        ]}
      />
    </SectionCard>
  );
}

export function ProfessionalSummary({ user }: { user: User }) {
  const { profile } = user;
  const qualifications = heldQualifications(profile.type, profile);
  return (
    <SectionCard title="Dati professionali">
      <DetailList
        items={[
          { term: 'Ruolo', value: ROLE_LABELS[profile.type] },
          { term: 'Partita IVA', value: profile.vat },
          { term: 'PEC', value: profile.pec },
          { term: "Numero di iscrizione all'albo", value: profile.register_number },
          { term: officeLabel(profile.type), value: profile.coa_office?.name },
          { term: 'Qualifiche professionali', value: qualifications.join(', ') },
        ]}
      />
    </SectionCard>
  );
}

export function LawfirmSummary({ user }: { user: User }) {
  const firm = user.profile.lawfirm;
  const accountant = isAccountant(user);
  return (
    <SectionCard title={firmLabel(user.profile.type)}>
      <DetailList
        items={[
          { term: 'Nome dello studio', value: firm?.name },
          ...(accountant ? [] : [{ term: 'Avvocato titolare', value: firm?.lawyer }]),
          { term: 'Indirizzo', value: firm?.address },
          { term: 'Comune', value: firm?.city?.display_name },
          { term: 'CAP', value: firm?.zip },
          { term: 'Telefono', value: firm?.phone },
          { term: 'Fax', value: firm?.fax },
          ...(user.is_gold ? [{ term: 'Descrizione', value: firm?.description }] : []),
        ]}
      />
    </SectionCard>
  );
}
