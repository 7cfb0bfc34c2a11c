/**
 * Each in-house game's rules as the table shows them to a player, condensed from CASINO.md section 7 (the
 * rules the definitions implement). Every round is dealt from a fresh shuffle and is provably fair.
 */
export const casinoGameRules: Readonly<Record<string, readonly string[]>> = {
  teen20: [
    'One 52-card deck; Player A and Player B get three cards each, dealt A, B, A, B, A, B.',
    'Hands rank: trail (three of a kind), pure sequence, sequence, color, pair, high card. A-K-Q is the best sequence, then A-2-3.',
    'Player A and Player B pay 1.98; equal hands tie and both bets are returned.',
    '3 Baccarat: a trail wins, then three face cards, then the higher baccarat value. Pays 1.98.',
    'Total: the higher sum of ranks (A = 1 ... K = 13) wins 1.98; equal totals return half the stake.',
    'Pair Plus: pair 1 to 1, color 4 to 1, sequence 6 to 1, trail 30 to 1, pure sequence 40 to 1.',
    'Red / Black: two or three of that player’s cards are that colour. Pays 1.98.',
    'Side bets stand when the main bet ties. Betting closes 3 seconds before the countdown ends.',
  ],
  teenmuf: [
    'Muflis: the lower teen patti hand wins. Player A and Player B get three cards each from one deck.',
    'Player A and Player B pay 1.98; equal hands tie and both bets are returned.',
    'Top 9: that player’s hand is a high card topped by 9, 8, 7, 6 or 5, paying 3, 4, 5, 8 or 30 times the stake.',
    'M Baccarat: the lower baccarat value wins, 1.95.',
  ],
  Tp1Day: [
    'Player A and Player B get three cards each, one card at a time; betting reopens between the cards.',
    'Back and lay Player A or Player B; prices move with the cards shown. A tie returns back and lay bets.',
    'Consecutive and card Odd / Even bets are taken before the first card only.',
  ],
  dragontiger1Day: [
    'One deck. The Dragon card is shown first, betting reopens, then the Tiger card.',
    'The higher rank wins (A low, K high); equal ranks are decided by suit: spade, heart, club, diamond.',
    'Back and lay Dragon, Tiger and Pair; side bets before the first card only.',
  ],
  dt20: [
    'Eight decks. One card to Dragon, one to Tiger; the higher rank wins (A low, K high).',
    'Equal rank, different suit: spade, heart, club, diamond decide. Same rank and suit is a Tie (pays 50).',
    'On a Tie, Dragon and Tiger bets lose half the stake. Pair (same rank) pays 12.',
  ],
  dtl20: [
    'One deck. One card each to Dragon, Tiger and Lion; the highest rank wins, suits break equal ranks.',
    'Winner 2.90; Black / Red 1.97; Odd 1.83; Even 2.12; each card 12.',
  ],
  AAA: [
    'One card. Amar wins on A-6, Akbar on 7-10, Anthony on J-K.',
    'Even, Odd, Red, Black, Under 7, Over 7 and each card are side bets; on a 7, Under 7 and Over 7 lose half.',
  ],
  btable: [
    'One card from the J, Q, K and A of every suit, two decks.',
    'Don: A of spades. Amar Akbar Anthony: the other aces. Sahib Bibi Aur Ghulam: K, Q, J of spades.',
    'Dharam Veer: K of diamonds and clubs. Kis Kisko Pyaar Karoon: K of hearts and the other queens. Ghulam: the other jacks.',
  ],
  lucky7: [
    'Eight decks, one card. Low Card (A-6) and High Card (8-K) pay 2.0; on a 7 both lose half the stake.',
    'Even 2.10, Odd 1.79, Red and Black 1.95.',
    'Lines (A-3, 4-6, 8-10, J-K) pay 4.0 and lose on a 7; each card pays 12.',
  ],
  lucky5: [
    'Lucky 6: eight decks of A-J, one card. Low Card (A-5) and High Card (7-J) pay 2.0; a 6 loses half on both.',
    'Even 2.1, Odd 1.79, Red and Black 1.95, each card 10.',
  ],
  trio: [
    'One deck, three cards. Session 21 on the total of the ranks (A = 1 ... K = 13).',
    'Judgement, colour, odd / even, pair, flush, straight, trio and straight flush bets as priced.',
  ],
  ballbyball: [
    'A recorded delivery is played; bets settle on what it shows: runs off the bat, a wicket or extras.',
  ],
  lucky15: [
    'Fifteen balls: three each of 0, 1 and 2 runs, two each of 4, 6 and a wicket. Bet on the next ball.',
    'An outcome with no ball left is suspended; the round ends when the rest are all alike.',
  ],
  goal: ['A recorded attack is played: bet on who scores next and how, or No Goal.'],
  race2020: [
    'The four kings race: each card moves its suit’s king; the first suit to reach 5 cards wins.',
    'Back and lay the kings as the cards come; totals and “Win with” bets close when dealing starts.',
  ],
  queen: [
    'Twenty cards (2-6 of each suit) and one Queen. Cards go in turn to Total 0, 1, 2 and 3.',
    'The first to reach 10 points, or to get the Queen, wins.',
  ],
  warcasino: [
    'One deck. Six players and the dealer get one card each; a player beating the dealer’s rank wins 1.98.',
    'Equal ranks return the stake. Colour, odd / even and suit bets on each player’s card.',
  ],
  Cards3J: [
    'Pick three ranks. Yes wins if any of the three cards dealt has one of them (1.78); No if none has.',
  ],
  ab20: [
    'One deck, dealt Bahar first, alternately, until every rank has appeared.',
    'Andar X or Bahar X wins when that side gets the first X: 2.0, but Bahar pays 1.25 when X is the first card.',
  ],
  card32: [
    'Thirty-two cards, 6 to K. Players 8, 9, 10 and 11 add one card to their points; the highest wins.',
    'Tied leaders draw again until one is ahead. Back and lay each player.',
  ],
  baccarat: [
    'Eight decks, punto banco: nearest to 9 wins; the third card follows the standard drawing rules.',
    'Player 1 to 1; Banker 1 to 1, 0.5 to 1 when it wins with 6; both return the stake on a tie. Tie 8 to 1.',
  ],
  worli: [
    'Forty cards, A-10 (10 counts 0); three cards. The single is the last digit of their sum.',
    'Single 9.5; Line, Odd and Even 1.90; an exact patti pays by its kind.',
  ],
  poker20: [
    'Heads-up hold’em: two cards each and a five-card board; the best five of seven wins 1.98.',
    'A split pot returns the stake. Hand bets win when that player’s best hand is exactly that hand.',
  ],
  roulette: [
    'European wheel, 0-36. Straight 35 to 1 down to even-money bets at 1 to 1; zero loses every outside bet.',
  ],
  lottcard: [
    'Forty cards, A-10 (10 is the digit 0); three cards. Single: the first digit (9.5).',
    'Double: the first two digits (95). Triple: all three in order (900).',
  ],
};

/** Shown beside every table: how the fairness proof works, in a sentence. */
export const casinoFairnessNote =
  'Every round is dealt before betting opens from a secret server seed whose SHA-256 is shown while betting is open; the seed is revealed with the result, so anyone can recompute the cards.';
