export default function PlayerSelectionPage() {
  return (
    <section className="dp-container">
      <h1>Player selection</h1>
    </section>
  );
}
