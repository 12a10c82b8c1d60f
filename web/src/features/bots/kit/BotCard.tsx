import type { ReactNode } from 'react';

/**
 * One bot of a card list (the home page's AI picks, the ranking): its family badge (test id
 * `familyTestId`) first in the top row with the list's `head`, then the card's own figures.
 */
export function BotCard({ testId, ids, family, familyTestId, head, children }: {
  testId: string;
  /** the `data-*` that name the bot and its family */
  ids: Record<`data-${string}`, string | number>;
  family: string;
  familyTestId: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3" data-testid={testId} {...ids}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge" data-testid={familyTestId}>{family}</span>
        {head}
      </div>
      {children}
    </li>
  );
}
