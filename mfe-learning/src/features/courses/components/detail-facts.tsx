import { formatDate } from '@colleghi/shared/domain';
import { FactList } from '../../../ui/fact-list';
import { itemCfp } from '../../../domain/catalog';
import type { Fact } from '../../../ui/fact-list';
import type { CatalogItem } from '@colleghi/api-contract';

/** The item's key facts as a definition list: credits, duration, dates, professors. */
export function DetailFacts({ item }: { item: CatalogItem }) {
  const course = item.course;
  const facts: Fact[] = [['Crediti formativi', `${itemCfp(item)} CFP`]];
  if (course) {
    facts.push(['Durata', `${course.duration} giorni dall’acquisto`]);
    if (course.deadline) facts.push(['Scadenza', formatDate(course.deadline)]);
    if (course.accreditation_limit) {
      facts.push(['Limite di accreditamento', formatDate(course.accreditation_limit)]);
    }
    if (course.professors.length > 0) facts.push(['Docenti', course.professors.join(', ')]);
  }
  if (item.package) facts.push(['Corsi inclusi', String(item.package.courses.length)]);
  return <FactList facts={facts} />;
}
