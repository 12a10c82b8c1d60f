import { AnnouncementsBlock } from '../announcements/AnnouncementsBlock';
import { AuroraBlock } from '../aurora/AuroraBlock';
import { useSession } from '../auth/session';
import { PortfolioBlock } from '../portfolio/PortfolioBlock';
import { RankingBlock } from '../ranking/RankingBlock';
import { CreateBotBlock } from './CreateBotBlock';
import { DemoFundsCard } from './DemoFundsCard';
import { Hero } from './Hero';
import { MyBots } from './MyBots';

export function HomePage() {
  const { isLoggedIn } = useSession();
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4">
      <Hero />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <CreateBotBlock />
        {isLoggedIn && <DemoFundsCard />}
      </div>
      <AuroraBlock />
      {isLoggedIn && <PortfolioBlock />}
      {isLoggedIn && <MyBots />}
      <RankingBlock />
      <AnnouncementsBlock />
    </div>
  );
}
