/**
 * The 108-tile competition's HTTP interface ({@code competition-108.md} section 12.1), both ways. Its
 * words ({@code Pon}, {@code Kon}, {@code Listen}, the tile codes C, D and B) are read and written here only.
 *
 * <p>Seats: {@link org.mjarena.arena.interop.http108.HttpSeat} plays a seat through an external AI service, writing
 * each decision as the platform's self-contained request ({@link org.mjarena.arena.interop.http108.PlatformRequest},
 * the whole public history every time) and reading the reply leniently
 * ({@link org.mjarena.arena.interop.http108.PlatformReply}); {@link org.mjarena.arena.interop.http108.Services} reaches a
 * service already running, or starts one per seat that plays from a command line
 * ({@link org.mjarena.arena.interop.http108.ServiceProcess}, run as every external program is), and starts it again
 * when it dies. {@link org.mjarena.arena.interop.http108.Http108Entry} is the lineup entry {@code agent: http-108}.
 * Failures are faults with the platforms' verdicts (TLE, RE, WA), logged and timed per entry as the Botzone bots'
 * are.
 *
 * <p>The other way round, {@link org.mjarena.arena.interop.http108.RequestEvents} reads a request back into the
 * engine events it stands for, and {@link org.mjarena.arena.interop.http108.AgentService} answers it with one of our
 * agents in an {@link org.mjarena.arena.interop.AskedSeat}: {@code mjarena serve-108}.
 */
package org.mjarena.arena.interop.http108;
