// Every brand at once, for Storybook, tests and apps that switch brands without a reload.
import './default.ts';
import './royal.ts';
import './lotus.ts';
