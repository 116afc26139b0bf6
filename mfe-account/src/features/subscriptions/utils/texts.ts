/** Success toast after a purchase (the dashboard receives the subscription in its state). */
export function activatedMessage(title: string): string {
  return `Abbonamento ${title} attivato con successo!`;
}
