import { defineBrand } from '../../theme/defineBrand.ts';
import { tokens } from './tokens.ts';

defineBrand(tokens);
