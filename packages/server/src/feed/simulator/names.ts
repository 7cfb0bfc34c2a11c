/** The simulator's competitions and who plays in them: made-up fixtures with real-sounding names. */

export interface SimulatedCompetition {
  name: string;
  /** Teams, players or venues' runners the competition's events draw from. */
  entrants: readonly string[];
}

export const soccerCompetitions: readonly SimulatedCompetition[] = [
  {
    name: 'English Premier League',
    entrants: [
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Man City',
      'Man Utd',
      'Tottenham',
      'Newcastle',
      'Aston Villa',
    ],
  },
  {
    name: 'Spanish La Liga',
    entrants: [
      'Real Madrid',
      'Barcelona',
      'Atletico Madrid',
      'Sevilla',
      'Valencia',
      'Villarreal',
      'Real Sociedad',
      'Betis',
    ],
  },
  {
    name: 'Italian Serie A',
    entrants: ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina'],
  },
];

export const tennisCompetitions: readonly SimulatedCompetition[] = [
  {
    name: 'ATP Miami Open',
    entrants: [
      'C Alcaraz',
      'J Sinner',
      'N Djokovic',
      'D Medvedev',
      'A Zverev',
      'H Rune',
      'C Ruud',
      'T Fritz',
    ],
  },
  {
    name: 'WTA Madrid Open',
    entrants: [
      'I Swiatek',
      'A Sabalenka',
      'C Gauff',
      'E Rybakina',
      'J Pegula',
      'O Jabeur',
      'M Sakkari',
      'Q Zheng',
    ],
  },
];

export const cricketCompetitions: readonly SimulatedCompetition[] = [
  {
    name: 'Indian T10 League',
    entrants: ['Mumbai', 'Chennai', 'Kolkata', 'Delhi', 'Punjab', 'Rajasthan', 'Hyderabad', 'Bangalore'],
  },
  {
    name: 'International T10 Series',
    entrants: [
      'India',
      'Australia',
      'England',
      'Pakistan',
      'South Africa',
      'New Zealand',
      'Sri Lanka',
      'West Indies',
    ],
  },
];

const horseNames = [
  'Golden Arrow',
  'Silver Storm',
  'Midnight Run',
  'Royal Charter',
  'Desert Wind',
  'Brave Heart',
  'Lucky Strike',
  'Northern Star',
  'Paper Tiger',
  'Quiet Storm',
  'Red Baron',
  'Sea Breeze',
  'Thunder Road',
  'Wild Card',
];

const greyhoundNames = [
  'Droopys Blue',
  'Ballymac Rex',
  'Swift Hazel',
  'Kinda Ready',
  'Glengar Bale',
  'Romeo Magico',
  'Aayamza Royal',
  'Crossfield Dan',
  'Salacres Pearl',
  'Pennys Jet',
];

// More venues than a sport's events at once (4 by default): a race starting in the same minute as others
// goes to a venue with none (simulator.ts), so no two races on a listing share a name.
export const horseRacingCompetitions: readonly SimulatedCompetition[] = [
  'Ascot',
  'Cheltenham',
  'Newmarket',
  'York',
  'Goodwood',
  'Doncaster',
].map((venue) => ({ name: `${venue} (GB)`, entrants: horseNames }));

export const greyhoundCompetitions: readonly SimulatedCompetition[] = [
  'Romford',
  'Hove',
  'Towcester',
  'Monmore',
  'Nottingham',
  'Sheffield',
].map((venue) => ({ name: `${venue} (GB)`, entrants: greyhoundNames }));

/** The three letters of score lines: 'Chelsea' -> 'CHE', 'Man City' -> 'MCI', 'South Africa' -> 'SAF'. */
export function shortName(name: string): string {
  const words = name.split(' ').filter((word) => word.length > 0);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  return (words.length > 1 ? first.slice(0, 1) + last.slice(0, 2) : first.slice(0, 3)).toUpperCase();
}

/** A player's surname ('C Alcaraz' -> 'Alcaraz'). */
export function surname(name: string): string {
  return name.split(' ').at(-1) ?? name;
}
