import { FormattedMessage } from 'react-intl';

/** One button of a running bot: it opens the dialog called `name`. */
export interface DetailAction<N extends string> {
  name: N;
  /** translation id of the button text */
  labelId: string;
  /** red, for closing the bot */
  danger?: boolean;
}

interface Props<N extends string> {
  actions: DetailAction<N>[];
  onOpen: (name: N) => void;
  testId?: string;
}

/** The row of action buttons of a running bot; each family lists its own dialogs. */
export function DetailActions<N extends string>({ actions, onOpen, testId }: Props<N>) {
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      {actions.map(({ name, labelId, danger = false }) => (
        <button key={name} type="button" className={danger ? 'btn-danger h-9' : 'btn-ghost h-9 border border-line'}
          data-testid={`${name}-button`} onClick={() => onOpen(name)}>
          <FormattedMessage id={labelId} />
        </button>
      ))}
    </div>
  );
}
