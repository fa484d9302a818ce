import { startingVerticals } from '../../../shared/rules/onboarding-quiz';
import SourcingHome from '../../features/catalog/pages/sourcing-home-page';
import { useSession } from '../../features/stores/api/get-session';

/** The sourcing home, its category starting points led by the founder's quiz answers (spec: business plan answers). */
export default function SourcingHomePage() {
  const session = useSession();
  return <SourcingHome preferredVerticals={startingVerticals(session.data?.businessPlanAnswers ?? {})} />;
}
