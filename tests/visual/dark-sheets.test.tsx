import { shootLibrarySheets, shootScreens } from './shootStories.tsx';

shootLibrarySheets('default', 'dark');
shootScreens('default', 'dark');
