import { reportEvent } from './report-event';
import { pushCommonView, pushUserRegister } from './tag-manager';

/** A page was shown: the commonView push and the common_view event (path only, never the query string). */
export function trackPageView(page: { path: string; title: string }) {
  pushCommonView(page);
  void reportEvent('common_view', { commonType: 'page', commonContent: page.path });
}

/** A store signed up: the userRegister push and the user_register event. */
export function trackUserRegister(user: { userId: number; email: string }) {
  pushUserRegister(user);
  void reportEvent('user_register', { userId: user.userId, userType: 'store' });
}
