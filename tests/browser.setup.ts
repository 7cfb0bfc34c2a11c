import '@exchange/design-system/brands/all';
import './deterministic.ts';
