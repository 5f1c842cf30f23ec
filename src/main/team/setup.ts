// `geungeo team setup`: an administrator's connection brings the team database up to this version of Geungeo.
// Needs no library of its own — the administrator may run it on the database server.
import type { TeamTarget } from '../settings/team-settings';
import { connectTeam, teamError } from './connection';
import { setUpTeamDatabase } from './server-schema';

export async function setUpTeamDatabaseAt(admin: TeamTarget): Promise<Awaited<ReturnType<typeof setUpTeamDatabase>>> {
  const connection = await connectTeam(admin);
  try {
    return await setUpTeamDatabase(connection.client);
  } catch (error) {
    throw teamError(error, connection.address);
  } finally {
    await connection.close();
  }
}
