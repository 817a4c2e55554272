package org.mjarena.arena.run;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.tournament.PlayedDeal;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.arena.tournament.Tournament;

/**
 * A block of a run's deals as one cluster task plays them: with the local {@link Tournament} on one
 * thread, each deal in every seat order, exactly as a local run plays it, into the recorders of the
 * run's sinks. What each recorder kept of each deal travels back as bytes ({@link Codec}), with the
 * block's decision-time histograms; the driver decodes them with the same sinks' codecs and hands them to
 * the run as a local run's deals.
 *
 * @param deals the deals played, in deal order
 * @param times each entry's decision-time histogram (nanoseconds) over the block
 */
public record Block(List<PlayedDeal> deals, List<Histogram> times) {
  /** Plays the job's deals {@code deals} (ascending) and returns them encoded. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static byte[] play(Job job, int[] deals) throws Exception {
    Lineup lineup = job.lineup();
    List<Sink<?>> sinks = job.sinks(lineup);
    Tournament tournament = new Tournament(lineup, Job.orders(lineup), 1,
        () -> sinks.stream().<Recorder<?>>map(Sink::recorder).toList());
    BitSet others = new BitSet(lineup.deals());
    others.set(0, lineup.deals());
    for (int d : deals) {
      others.clear(d);
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeInt(deals.length);
    tournament.run(others, deal -> {
      out.writeInt(deal.deal());
      out.writeInt(deal.games());
      for (int i = 0; i < sinks.size(); i++) {
        ((Codec) sinks.get(i).codec()).write(deal.kept().get(i), out);
      }
    });
    List<Histogram> times = tournament.decisionTimes();
    out.writeInt(times.size());
    for (Histogram h : times) {
      ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
      int length = h.encodeIntoCompressedByteBuffer(buffer);
      out.writeInt(length);
      out.write(buffer.array(), 0, length);
    }
    out.flush();
    return bytes.toByteArray();
  }

  /** Reads back what {@link #play} returned, with the codecs of the run's {@code sinks}. */
  public static Block decode(byte[] bytes, List<Sink<?>> sinks) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    int count = in.readInt();
    List<PlayedDeal> deals = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int deal = in.readInt();
      int games = in.readInt();
      List<Object> kept = new ArrayList<>(sinks.size());
      for (Sink<?> s : sinks) {
        kept.add(s.codec().read(in));
      }
      deals.add(new PlayedDeal(deal, games, kept));
    }
    int entries = in.readInt();
    List<Histogram> times = new ArrayList<>(entries);
    for (int e = 0; e < entries; e++) {
      byte[] encoded = in.readNBytes(in.readInt());
      try {
        times.add(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(encoded), 0));
      } catch (DataFormatException ex) {
        throw new IOException("a block's decision times do not decode", ex);
      }
    }
    return new Block(deals, times);
  }
}
