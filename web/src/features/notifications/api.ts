/**
 * The notification calls (docs/NOTIFICATIONS.md): the centre (list, read), the settings (per-kind
 * toggles, language, liquidation-risk threshold) and the channels (webhooks, Telegram) with their
 * delivery logs and a test message. A webhook's secret is answered once, when it is added; a
 * Telegram token never.
 */
import { contract, type RequestBody, type Schemas } from '../../api/contract';

export const NOTIFICATIONS_KEY = 'notifications';
export const NOTIFICATION_SETTINGS_KEY = 'notification-settings';
export type NotificationList = Schemas['NotificationList'];
export type Notification = Schemas['Notification'];
export type NotificationSettings = Schemas['NotificationSettings'];
export type Channel = Schemas['NotificationChannel'];
export type AddedChannel = Schemas['AddedNotificationChannel'];
export type Delivery = Schemas['NotificationDelivery'];
export type SettingsChange = RequestBody<'/v2/private/notifications/settings'>;
export type AddChannel = RequestBody<'/v2/private/notifications/channels/add'>;
export type Kind = Notification['kind'];

/** The kinds a user can turn on and off, in the order the settings show them. */
export const KINDS: Kind[] = [
  'BOT_STARTED', 'BOT_PAUSED', 'BOT_RESUMED', 'TAKE_PROFIT', 'STOP_LOSS', 'TRAILING_STOP', 'LIQUIDATION',
  'LIQUIDATION_RISK', 'ROUND_COMPLETED', 'REBALANCED', 'BOT_CLOSED', 'VENUE_ERROR',
];

const N = '/v2/private/notifications';
export const listNotifications = (limit = 20): Promise<NotificationList> => contract.post(`${N}/list`, { limit });
export const markRead = (body: { ids?: string[]; all?: boolean }) => contract.post(`${N}/read`, body);
export const notificationSettings = (change: SettingsChange = {}): Promise<NotificationSettings> =>
  contract.post(`${N}/settings`, change);
export const addChannel = (body: AddChannel): Promise<AddedChannel> => contract.post(`${N}/channels/add`, body);
export const deleteChannel = (channelId: string) => contract.post(`${N}/channels/delete`, { channel_id: channelId });
export const testChannel = (channelId: string) => contract.post(`${N}/channels/test`, { channel_id: channelId });
export const channelDeliveries = (channelId: string) =>
  contract.post(`${N}/channels/deliveries`, { channel_id: channelId, limit: 20 });
