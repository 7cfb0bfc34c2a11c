import { Badge, Inline, Table, Text, visuallyHidden } from '@exchange/design-system';
import { runRate, type ScoreDetail } from '@exchange/domain';
import type { ReactNode } from 'react';
import { cricketChase, currentInnings, oversText, racePhaseLabels, rateText } from './scoreText.ts';
import * as styles from './Scoreboard.css.ts';

type Detail<Kind extends ScoreDetail['kind']> = Extract<ScoreDetail, { kind: Kind }>;

/** The score's main line, large and centred; its parts wrap onto more lines on a narrow card. */
export function Headline({ children }: { children: ReactNode }) {
  return (
    <Text asChild size="large" weight="semibold">
      <Inline as="p" align="center" alignY="baseline" space="medium">
        {children}
      </Inline>
    </Text>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Inline space="xxsmall" wrap={false}>
      <dt>{term}</dt>
      <Text as="dd" weight="semibold" tone="primary">
        {value}
      </Text>
    </Inline>
  );
}

function CricketScore({ detail }: { detail: Detail<'cricket'> }) {
  const innings = currentInnings(detail);
  const target = cricketChase(detail);
  return (
    <>
      <Table.Root caption="Innings" hideCaption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Team</Table.HeaderCell>
            <Table.HeaderCell numeric>Score</Table.HeaderCell>
            <Table.HeaderCell numeric>Overs</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {detail.innings.map((row, index) => (
            <Table.Row key={`${row.team}-${index}`}>
              <Table.HeaderCell scope="row">{row.team}</Table.HeaderCell>
              <Table.Cell numeric>
                {row.runs}/{row.wickets}
              </Table.Cell>
              <Table.Cell numeric>{oversText(row.overs)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {innings && (
        <dl className={styles.facts}>
          <Fact term="Run rate" value={rateText(runRate(innings.runs, innings.overs))} />
          {detail.target !== undefined && <Fact term="Target" value={String(detail.target)} />}
          {target && target.runsNeeded > 0 && (
            <Fact
              term="Need"
              value={
                target.ballsLeft === null
                  ? `${target.runsNeeded} runs`
                  : `${target.runsNeeded} from ${target.ballsLeft} balls`
              }
            />
          )}
          {target && target.requiredRate !== null && (
            <Fact term="Required rate" value={rateText(target.requiredRate)} />
          )}
        </dl>
      )}
    </>
  );
}

function SoccerScore({ detail }: { detail: Detail<'soccer'> }) {
  return (
    <>
      <Headline>
        <span>{detail.home.team}</span>
        <span className={styles.goals}>
          {detail.home.goals} <span aria-hidden="true">-</span>
          <span className={visuallyHidden}>to</span> {detail.away.goals}
        </span>
        <span>{detail.away.team}</span>
      </Headline>
      <dl className={styles.facts}>
        <Fact term="Minute" value={`${detail.minute}′`} />
      </dl>
    </>
  );
}

function TennisScore({ detail }: { detail: Detail<'tennis'> }) {
  return (
    <Table.Root caption="Sets, games and points" hideCaption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Player</Table.HeaderCell>
          {detail.sets.map((_, index) => (
            <Table.HeaderCell key={index} numeric>
              Set {index + 1}
            </Table.HeaderCell>
          ))}
          <Table.HeaderCell numeric>Points</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {detail.players.map((player, side) => (
          <Table.Row key={player}>
            <Table.HeaderCell scope="row">
              {player}
              {detail.server === side && (
                <>
                  <span className={styles.server} aria-hidden="true" />
                  <span className={visuallyHidden}> (serving)</span>
                </>
              )}
            </Table.HeaderCell>
            {detail.sets.map((games, index) => (
              <Table.Cell key={index} numeric>
                {games[side]}
              </Table.Cell>
            ))}
            <Table.Cell numeric>{detail.points[side]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RaceScore({ detail }: { detail: Detail<'race'> }) {
  const tone = detail.phase === 'off' ? 'positive' : 'neutral';
  return (
    <Headline>
      <Badge tone={tone} dot={detail.phase === 'off'}>
        {racePhaseLabels[detail.phase]}
      </Badge>
    </Headline>
  );
}

/** The full score of one sport. */
export function SportScore({ detail }: { detail: ScoreDetail }) {
  switch (detail.kind) {
    case 'cricket':
      return <CricketScore detail={detail} />;
    case 'soccer':
      return <SoccerScore detail={detail} />;
    case 'tennis':
      return <TennisScore detail={detail} />;
    case 'race':
      return <RaceScore detail={detail} />;
  }
}
