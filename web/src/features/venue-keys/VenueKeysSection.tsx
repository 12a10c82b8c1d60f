import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../api/errorMessage';
import { notify } from '../../shell/toast';
import { DialogButtons } from '../bots/kit/DialogButtons';
import { Modal } from '../bots/kit/Modal';
import { deleteVenueKey, listVenueKeys, VENUE_KEYS_KEY, type VenueKey } from './api';
import { VenueKeyForm } from './VenueKeyForm';

/**
 * The account page's "Venue keys": the user's keys of real venues (masked, with the permissions
 * the venue reported), deleting one after a confirmation, and the form that adds one.
 */
export function VenueKeysSection() {
  const intl = useIntl();
  const q = useQuery({ queryKey: [VENUE_KEYS_KEY], queryFn: listVenueKeys });
  const [deleting, setDeleting] = useState<VenueKey | null>(null);
  const keys = q.data?.list ?? [];
  const max = q.data?.max_keys ?? 0;
  return (
    <section className="card" aria-labelledby="venue-keys-title" data-testid="venue-keys">
      <h2 id="venue-keys-title" className="text-base font-semibold"><FormattedMessage id="venueKeys.title" /></h2>
      <p className="mt-1 text-sm text-muted"><FormattedMessage id="venueKeys.intro" /></p>
      {q.isError ? (
        <p role="alert" className="mt-3 text-sm text-down">{intl.formatMessage({ id: errorMessageId(q.error) })}</p>
      ) : q.data && (
        <>
          <p className="mt-3 text-xs text-muted" data-testid="vk-count">
            <FormattedMessage id="venueKeys.count" values={{ count: keys.length, max }} />
          </p>
          {keys.length === 0 ? (
            <p className="mt-2 text-sm text-muted" data-testid="vk-empty"><FormattedMessage id="venueKeys.empty" /></p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2" data-testid="vk-list">
              {keys.map((k) => <KeyRow key={k.id} k={k} onDelete={() => setDeleting(k)} />)}
            </ul>
          )}
        </>
      )}
      <VenueKeyForm full={max > 0 && keys.length >= max} />
      {deleting && <DeleteDialog k={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function KeyRow({ k, onDelete }: { k: VenueKey; onDelete: () => void }) {
  const intl = useIntl();
  const venue = intl.formatMessage({ id: `venueKeys.venueName.${k.venue}` });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-line p-3" data-testid={`vk-row-${k.id}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{venue}</span>
          <span className="font-mono" dir="ltr" data-testid="vk-masked">{k.api_key_masked}</span>
          <span className={`rounded border border-line px-1.5 text-xs ${k.testnet ? 'text-up' : 'text-down'}`} data-testid="vk-mode">
            <FormattedMessage id={k.testnet ? 'venueKeys.testnetBadge' : 'venueKeys.live'} />
          </span>
          {k.label && <span className="break-all text-muted">{k.label}</span>}
        </p>
        <p className="mt-1 text-xs text-muted" data-testid="vk-permissions">
          <FormattedMessage id="venueKeys.permissions" />{' '}
          {k.permissions_reported
            ? intl.formatList(k.permissions.map((p) => intl.formatMessage({ id: `venueKeys.perm.${p}` })))
            : intl.formatMessage({ id: 'venueKeys.permissionsUnknown' })}
        </p>
        <p className="mt-1 text-xs text-muted">
          <FormattedMessage id="venueKeys.addedOn" values={{ date: intl.formatDate(k.created_ms, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        </p>
      </div>
      <button type="button" className="btn-ghost h-9 px-3 text-down" onClick={onDelete} data-testid="vk-delete">
        <FormattedMessage id="venueKeys.delete" />
      </button>
    </li>
  );
}

function DeleteDialog({ k, onClose }: { k: VenueKey; onClose: () => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteVenueKey(k.id),
    onSuccess: async () => {
      onClose();
      notify('success', intl.formatMessage({ id: 'venueKeys.deletedToast' }));
      await client.invalidateQueries({ queryKey: [VENUE_KEYS_KEY] });
    },
    onError: async (err) => {
      onClose();
      notify('fail', intl.formatMessage({ id: errorMessageId(err) }));
      await client.invalidateQueries({ queryKey: [VENUE_KEYS_KEY] });
    },
  });
  const venue = intl.formatMessage({ id: `venueKeys.venueName.${k.venue}` });
  return (
    <Modal title={<FormattedMessage id="venueKeys.deleteTitle" />} onClose={onClose} testId="vk-delete-dialog"
      description={<FormattedMessage id="venueKeys.deleteBody" values={{ venue, key: <bdi dir="ltr">{k.api_key_masked}</bdi> }} />}>
      <DialogButtons onCancel={onClose} onSubmit={() => remove.mutate()} busy={remove.isPending}
        submitId="venueKeys.delete" testId="vk-delete-confirm" danger />
    </Modal>
  );
}
