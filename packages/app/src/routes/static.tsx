import { NotFoundScreen } from '../screens/info/NotFoundScreen.tsx';
import { ResponsibleGamingScreen } from '../screens/info/ResponsibleGamingScreen.tsx';
import { RulesScreen } from '../screens/info/RulesScreen.tsx';
import { TermsScreen } from '../screens/info/TermsScreen.tsx';
import { UnderMaintenanceScreen } from '../screens/info/UnderMaintenanceScreen.tsx';

/** The pages without data of their own, loaded together as one small chunk. */
export const staticScreens = {
  notFound: NotFoundScreen,
  rules: RulesScreen,
  terms: TermsScreen,
  responsibleGaming: ResponsibleGamingScreen,
  maintenance: UnderMaintenanceScreen,
};
