import { Badge, Table, visuallyHidden } from '@exchange/design-system';
import { runRate, type ScoreDetail } from '@exchange/domain';
import { cricketChase, currentInnings, oversText, racePhaseLabels, rateText } from './scoreText.ts';
import * as styles from './Scoreboard.css.ts';

type Detail<Kind extends ScoreDetail['kind']> = Extract<ScoreDetail, { kind: Kind }>;

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
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
      <p className={styles.headline}>
        <span>{detail.home.team}</span>
        <span className={styles.goals}>
          {detail.home.goals} <span aria-hidden="true">-</span>
          <span className={visuallyHidden}>to</span> {detail.away.goals}
        </span>
        <span>{detail.away.team}</span>
      </p>
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
    <p className={styles.headline}>
      <Badge tone={tone} dot={detail.phase === 'off'}>
        {racePhaseLabels[detail.phase]}
      </Badge>
    </p>
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
